import styled from '@emotion/styled';
import { Component, type ReactNode } from 'react';
import { Link } from '../../routing/link';
import { CHUNK_LOAD_FAILED, UNKNOWN_ERROR } from '@yiying/models';

const Box = styled.section(({ theme }) => ({
  maxWidth: 640,
  margin: `${theme.spacing.section}px auto`,
  padding: theme.spacing.md,
  textAlign: 'center',
}));

/** A page module failed to download (deploy in between, offline) rather than a bug in the page. */
function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

/** Shown instead of a page that failed to load or render; the header and footer stay usable. */
export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <Box role="alert">
      <h1>{chunk ? CHUNK_LOAD_FAILED : '页面出错了'}</h1>
      {!chunk && <p>{error instanceof Error && error.message ? error.message : UNKNOWN_ERROR}</p>}
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          刷新页面
        </button>{' '}
        <Link to="/">返回首页</Link>
      </p>
    </Box>
  );
}

interface RouteErrorBoundaryProps {
  /** The location's key: moving elsewhere clears the error and tries the next page. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a page throws (its code failed to load, or it failed to render) and shows {@link RouteError}. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error(UNKNOWN_ERROR) };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
