import { BrowserRouter } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';
import { ToasterSlot } from './toaster-slot';

/*
 * The declarative <BrowserRouter> rather than a data router (createBrowserRouter): the store has no
 * loaders or actions, and leaving the data router out takes ~18 KB (gzip) off the first load of `/`.
 */
export function App() {
  return (
    <>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
      <ToasterSlot />
    </>
  );
}
