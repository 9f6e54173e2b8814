/**
 * Who may see the admin area (the admin guard): 'loading' while the session loads (the stored
 * user's parse included, so an admin is never bounced), 'login' for visitors, 'home' for
 * signed-in shoppers who are not admins, 'allow' for admins. The server checks the role on
 * every call anyway.
 */
export type AdminAccess = 'loading' | 'login' | 'home' | 'allow';

export function adminAccess(session: { token: string | null; user: { role: string } | null; loading: boolean }): AdminAccess {
  if (!session.token) return session.loading ? 'loading' : 'login';
  if (session.user?.role === 'admin') return 'allow';
  if (session.loading) return 'loading';
  return 'home';
}
