/** The shape of a contract's routes (the tables themselves are in ./paths/, one module per resource). */

/** One route of the HTTP contract; `path` is OpenAPI-style (`/api/content/detail/{id}`). */
export interface RouteSpec {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Name of the operation in the OpenAPI document. */
  readonly operationId: string;
  /** The answer's `data` is `{}`: success and nothing else (routes with a record give an example instead). */
  readonly empty?: boolean;
  /** The answer is a redirect (302 with `Location`), not an envelope: a page links to it rather than calling it. */
  readonly redirect?: boolean;
  /** The answer is the bytes of a file (an archive), not an envelope: the client reads it as a blob. */
  readonly file?: boolean;
}

/** The routes of one resource, by the name the api-client gives them. */
export type RouteTable = Readonly<Record<string, RouteSpec>>;

/** Multipart field that carries the file of `uploadOss` (here, not with the upload schemas: the client needs it alone). */
export const UPLOAD_FIELD = 'file';
