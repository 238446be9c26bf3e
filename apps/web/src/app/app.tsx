import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      {/* Link navigations too run as transitions: the current page stays until the next one's chunk is in. */}
      <BrowserRouter useTransitions>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
