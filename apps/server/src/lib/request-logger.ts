import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** pino's numeric levels; `silent` writes nothing. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

type LogMethod = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger that makes its pino child on the first line it writes. Fastify makes one child per request (its
 * bindings serialised, the redaction set up), while at the levels a site runs with nearly every request writes
 * nothing: those now make none. A line that is written goes through the same child, made with the same bindings and
 * options, so it reads exactly as before.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;
  private ownLevel: string | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.ownLevel = options.level;
  }

  /** The child's level: its own option, else the parent's (as pino's child takes it). */
  get level(): string {
    return this.made ? this.made.level : (this.ownLevel ?? this.parent.level);
  }

  set level(level: string) {
    this.ownLevel = level;
    if (this.made) this.made.level = level;
  }

  // One shared method per level on the prototype (below): nothing is made per request but the object itself.
  declare trace: FastifyBaseLogger['trace'];
  declare debug: FastifyBaseLogger['debug'];
  declare info: FastifyBaseLogger['info'];
  declare warn: FastifyBaseLogger['warn'];
  declare error: FastifyBaseLogger['error'];
  declare fatal: FastifyBaseLogger['fatal'];

  silent(): void {
    /* writes nothing, as pino's */
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  /** Writes a line at `name`, making the child first; a line below the level makes nothing. */
  write(name: LogMethod, args: unknown[]): void {
    if (!this.made && (LEVEL_VALUES[name] ?? 0) < (LEVEL_VALUES[this.level] ?? 0)) return;
    (this.real()[name] as (...line: unknown[]) => void)(...args);
  }

  private real(): FastifyBaseLogger {
    if (!this.made) {
      const options = this.ownLevel === this.options.level ? this.options : { ...this.options, level: this.ownLevel };
      this.made = this.parent.child(this.bindings, options);
    }
    return this.made;
  }
}

for (const name of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) {
  Object.defineProperty(LazyRequestLogger.prototype, name, {
    value: function (this: LazyRequestLogger, ...args: unknown[]) {
      this.write(name, args);
    },
    writable: true,
    configurable: true,
  });
}

/** Fastify's `childLoggerFactory`: each request's logger, made lazily (see {@link LazyRequestLogger}). */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}
