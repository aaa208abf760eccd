-- The service role (server-side jobs, the dashboard's API, tests that publish reviews) writes reviews
-- too; their BEFORE INSERT trigger looks the reviewer up through a private helper, which the service
-- role could not execute, so its inserts failed with "permission denied for function".
grant execute on function private.reviewer_validation_source(text) to service_role;
grant execute on function private.is_admin() to service_role;
