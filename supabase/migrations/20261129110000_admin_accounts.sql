-- Admin accounts managed in the portal's Settings (docs/decisions.md, "Admin accounts in Settings"), not
-- only with the admin CLI. public.admins stays unwritable through the API (no grant lets a role insert
-- or delete rows): these definer functions are the only way, and each first checks that its caller is
-- an admin. A stolen service key still cannot mint an admin (it is no admin's session).
--
--   add_admin(email, password)  makes the account (a GoTrue-format user, bcrypt like GoTrue's) when the
--                               address has none, then makes it an admin; an existing account keeps its
--                               password
--   remove_admin(email)         takes the admin rights away (the account stays); the last admin cannot
--                               be removed, whoever asks

create function private.add_admin(email text, password text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(email));
  account uuid;
  outcome text := 'promoted';
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can add admins' using errcode = '42501';
  end if;
  if address !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(address) > 254 then
    raise exception 'invalid_email' using errcode = 'PT422', detail = 'The e-mail address is not valid.';
  end if;
  select u.id into account from auth.users as u where lower(u.email) = address and u.deleted_at is null;
  if account is null then
    -- The same rule as the admin CLI's (supabase/local/admin-store.ts): staff accounts guard every
    -- enquiry's personal data. bcrypt reads at most 72 bytes; GoTrue refuses longer passwords.
    if password is null or char_length(password) < 12 or octet_length(password) > 72 then
      raise exception 'weak_password' using errcode = 'PT422',
        detail = 'A new account needs a password of 12 to 72 characters.';
    end if;
    account := gen_random_uuid();
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
                            recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
    values ('00000000-0000-0000-0000-000000000000', account, 'authenticated', 'authenticated', address,
            extensions.crypt(password, extensions.gen_salt('bf', 10)), now(),
            '{"provider": "email", "providers": ["email"]}'::jsonb, '{}'::jsonb, now(), now(), '', '', '', '',
            false, false);
    -- Hosted GoTrue signs in through the account's e-mail identity.
    if to_regclass('auth.identities') is not null then
      execute $q$insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
                 values ($1::text, $1, jsonb_build_object('sub', $1::text, 'email', $2, 'email_verified', true),
                         'email', now(), now())$q$
        using account, address;
    end if;
    outcome := 'created';
  end if;
  insert into public.admins (user_id, email) values (account, address) on conflict (user_id) do nothing;
  if not found and outcome = 'promoted' then
    outcome := 'already_admin';
  end if;
  return outcome;
end
$$;
revoke all on function private.add_admin(text, text) from public, anon, authenticated, service_role;
grant execute on function private.add_admin(text, text) to authenticated;

create function private.remove_admin(email text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(email));
  target uuid;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can remove admins' using errcode = '42501';
  end if;
  -- Two admins removing each other at once would otherwise leave none: one removal at a time.
  lock table public.admins in share row exclusive mode;
  select a.user_id into target
    from public.admins as a
    left join auth.users as u on u.id = a.user_id
   where lower(a.email) = address or lower(u.email) = address
   limit 1;
  if target is null then
    return false;
  end if;
  if (select count(*) from public.admins) <= 1 then
    raise exception 'last_admin' using errcode = 'PT409',
      detail = 'The last admin cannot be removed: add another admin first.';
  end if;
  delete from public.admins as a where a.user_id = target;
  return true;
end
$$;
revoke all on function private.remove_admin(text) from public, anon, authenticated, service_role;
grant execute on function private.remove_admin(text) to authenticated;

-- The RPCs the portal calls (security invoker; the work is done by the private functions above).
create function public.add_admin(email text, password text default null)
returns text
language sql
set search_path = ''
as $$
  select private.add_admin(email, password);
$$;
revoke all on function public.add_admin(text, text) from public, anon, authenticated;
grant execute on function public.add_admin(text, text) to authenticated;

create function public.remove_admin(email text)
returns boolean
language sql
set search_path = ''
as $$
  select private.remove_admin(email);
$$;
revoke all on function public.remove_admin(text) from public, anon, authenticated;
grant execute on function public.remove_admin(text) to authenticated;
