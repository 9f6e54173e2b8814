import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  /** Heading level: pages use 1 when the empty state is the whole page. */
  level?: 1 | 2 | 3;
}

export function EmptyState({ icon, title, message, actions, level = 2 }: EmptyStateProps) {
  const Heading = `h${level}` as 'h1' | 'h2' | 'h3';
  return (
    <div className="empty-state">
      {icon && <div className="empty-state__icon">{icon}</div>}
      <Heading>{title}</Heading>
      {message && <p>{message}</p>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </div>
  );
}
