import styled from '@emotion/styled';
import { Link, useRouteError } from 'react-router-dom';
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
export function RouteError() {
  const error = useRouteError();
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
