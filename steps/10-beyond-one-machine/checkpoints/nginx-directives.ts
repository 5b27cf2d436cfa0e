/**
 * What the configuration nginx-config.ts printed says about keep-alive to the hosts and about
 * logging, read as nginx reads it: the parse is nginx-conf's (https://github.com/tmont/nginx-conf),
 * the inheritance nginx's own. A `proxy_*` directive of an outer level (http, server, a parent
 * location) applies inside unless the inner level sets its own, and a level with any
 * `proxy_set_header` replaces every one it would inherit (nginx docs, ngx_http_proxy_module:
 * "These directives are inherited from the previous configuration level if and only if there
 * are no proxy_set_header directives defined on the current level").
 */
import { NginxParser } from "nginx-conf";

/** One node of nginx-conf's tree: a directive, or a block with its children. */
interface Node {
  name: string;
  value: string;
  children?: Node[];
}

/** A location that proxies to an upstream block, with what applies inside it. */
export interface ProxiedLocation {
  /** the location's own argument, e.g. "/" */
  path: string;
  /** the upstream block proxy_pass names, e.g. "app" */
  upstream: string;
  /** proxy_http_version as it applies there; nginx's default is 1.0 before 1.29.7 */
  httpVersion: string | undefined;
  /** the value proxy_set_header gives `Connection` there, unquoted; undefined when none does */
  connection: string | undefined;
}

/** What the checkpoints read in a printed configuration. */
export interface KeepAliveDirectives {
  /** every upstream block by name: its `keepalive` count, undefined without one */
  upstreams: Map<string, number | undefined>;
  /** every location whose proxy_pass names one of {@link KeepAliveDirectives.upstreams} */
  locations: ProxiedLocation[];
  /** the first argument of every error_log directive, anywhere */
  errorLogs: string[];
}

/**
 * `value`'s arguments as nginx splits them: on spaces, with "…" and '…' one argument each and
 * their quotes removed (`Connection ""` → ["Connection", ""]).
 */
export function directiveArguments(value: string): string[] {
  return [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\S+)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? "",
  );
}

/** nginx-conf's tree of `text`. @throws Error (nginx-conf's) when it cannot be read */
function parse(text: string): Node {
  let tree: Node | undefined;
  let failure: unknown;
  // The callback runs before parse() returns: the parse is synchronous.
  new NginxParser().parse(text, (error, parsed) => {
    failure = error;
    tree = parsed as Node | undefined;
  });
  if (failure || !tree) {
    const message = (failure as { message?: string } | undefined)?.message;
    throw new Error(message ?? "the configuration could not be read");
  }
  return tree;
}

/** What applies at one level: the proxy_* settings inherited or set there. */
interface Inherited {
  httpVersion: string | undefined;
  headers: Map<string, string>;
}

/** `inherited`, with what the block `node` sets itself in its place. */
function within(node: Node, inherited: Inherited): Inherited {
  const children = node.children ?? [];
  const version = children.findLast((c) => c.name === "proxy_http_version");
  const own = children.filter((c) => c.name === "proxy_set_header");
  const headers = own.length
    ? new Map(
        own.map((c) => {
          const [header = "", value = ""] = directiveArguments(c.value);
          return [header.toLowerCase(), value] as const;
        }),
      )
    : inherited.headers;
  return { httpVersion: version ? version.value.trim() : inherited.httpVersion, headers };
}

/**
 * Reads `text`, a configuration nginx accepted.
 *
 * @throws Error when nginx-conf cannot read it (its message)
 */
export function keepAliveDirectives(text: string): KeepAliveDirectives {
  const root = parse(text);
  const result: KeepAliveDirectives = { upstreams: new Map(), locations: [], errorLogs: [] };
  const proxied: { path: string; target: string; applies: Inherited }[] = [];
  const walk = (node: Node, inherited: Inherited) => {
    for (const child of node.children ?? []) {
      if (child.name === "error_log")
        result.errorLogs.push(directiveArguments(child.value)[0] ?? "");
      if (child.name === "upstream") {
        const keepalive = child.children?.findLast((c) => c.name === "keepalive");
        result.upstreams.set(child.value.trim(), keepalive ? Number(keepalive.value) : undefined);
      }
      if (child.name === "location" || child.name === "server" || child.name === "http") {
        const applies = within(child, inherited);
        const pass = child.children?.find((c) => c.name === "proxy_pass");
        if (child.name === "location" && pass) {
          const target = /^https?:\/\/([^/:]+)/.exec(pass.value.trim())?.[1] ?? "";
          proxied.push({ path: child.value.trim(), target, applies });
        }
        walk(child, applies);
      } else if (child.children) {
        walk(child, inherited);
      }
    }
  };
  walk(root, { httpVersion: undefined, headers: new Map() });
  for (const { path, target, applies } of proxied)
    if (result.upstreams.has(target))
      result.locations.push({
        path,
        upstream: target,
        httpVersion: applies.httpVersion,
        connection: applies.headers.get("connection"),
      });
  return result;
}
