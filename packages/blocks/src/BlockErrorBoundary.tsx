import { Component } from 'react';
import type { ReactNode } from 'react';
import { warnOnce } from './lib/warn-once';

type Props = { type: string; children: ReactNode };

/** One broken block (or a chunk that failed to load) must not take the whole page down. */
export class BlockErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown): void {
    warnOnce(`render:${this.props.type}`, `Block ${this.props.type} failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.hasFailed ? null : this.props.children;
  }
}
