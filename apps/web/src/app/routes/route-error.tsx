import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from 'react-router';
import { Button } from '@/components/ui/button';

/** Last resort for a failed lazy chunk or a render error: say so and offer a reload. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  console.error(error);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6 text-center">
      <div className="max-w-md">
        <h1 className="text-2xl font-bold text-fg">{t('errors.routeTitle')}</h1>
        <p className="mt-3 text-muted">{t('errors.routeBody')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <a href="/" className="inline-flex min-h-11 items-center px-4 font-medium text-primary underline">
            {t('actions.backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  /** Where the error happened: navigating elsewhere renders the pages again. */
  location: Location;
}

/** Shows RouteError instead of the pages after a render error, until the location changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> {
    if (props.location !== state.location) return { error: undefined, location: props.location };
    return {};
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
