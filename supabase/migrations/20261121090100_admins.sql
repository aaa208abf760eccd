-- Staff accounts. A signed-in user is an admin when a row here names them. Rows are written only by the
-- admin CLI, which connects as the table owner: no API role may insert, change or delete them, so a
-- stolen session (or even the service key) cannot mint a new admin.

create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  constraint admins_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint admins_email_length check (char_length(email) <= 254)
);
alter table public.admins enable row level security;

comment on table public.admins is 'Staff who may use the admin portal. Written only by the admin CLI (table owner).';

revoke all on table public.admins from anon, authenticated, service_role;
grant select on table public.admins to authenticated, service_role;

-- The e-mail is a copy for display; take it from auth.users when the CLI does not give one.
create function private.fill_admin_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email is null then
    select u.email into new.email from auth.users as u where u.id = new.user_id;
  end if;
  return new;
end
$$;
revoke all on function private.fill_admin_email() from public, anon, authenticated;

create trigger fill_admin_email
before insert on public.admins
for each row execute function private.fill_admin_email();

-- The one question every admin policy asks. Security definer so it can read public.admins whatever the
-- caller may read (no recursion through the admins policy); lives in `private`, which the API does not
-- expose, so it is not an RPC. Policies call it as `(select private.is_admin())`, evaluated once per
-- statement.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins as a where a.user_id = (select auth.uid()));
$$;
revoke all on function private.is_admin() from public, anon, authenticated;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create policy "Admins can read all admins"
on public.admins
for select
to authenticated
using ((select private.is_admin()));
