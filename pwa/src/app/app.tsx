import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../features/auth/auth-provider';
import { AppToaster } from './app-toaster';
import { router } from './router';

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </AuthProvider>
  );
}
