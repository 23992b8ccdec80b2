import { Component, type ReactNode } from 'react';
import { NotOfferedError, ReplyShapeError } from '../api/errors.ts';
import { ErrorNotice } from './error-notice.tsx';
import { reportToHost } from './report-to-host.ts';

/**
 * One section of a page that may fail to draw on its own (data in a form no one foresaw): it then
 * shows what went wrong in its place, and the rest of the page goes on. `resetKey` draws it again
 * when what it shows changes (another transaction, another page of rows).
 */
export class SectionBoundary extends Component<
  { children: ReactNode; title?: string; resetKey?: unknown },
  { error: unknown; key: unknown }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: unknown },
    state: { error: unknown; key: unknown },
  ): Partial<{ error: unknown; key: unknown }> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    // The notices of a reply that could not be read and of what is not offered tell the host themselves.
    if (!(error instanceof ReplyShapeError || error instanceof NotOfferedError)) reportToHost(error);
  }

  override render() {
    if (this.state.error !== null) return <ErrorNotice error={this.state.error} title={this.props.title} />;
    return this.props.children;
  }
}
