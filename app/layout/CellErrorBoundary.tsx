import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorMessage } from '../overlays/ErrorMessage';

interface State {
  error: unknown;
  failed: boolean;
}

/** Keeps a failing view inside its cell: the other columns, header and menus stay usable. */
export class CellErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // A different cell in the same place starts clean.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ error: undefined, failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A cell view failed.', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorMessage error={this.state.error} /> : this.props.children;
  }
}
