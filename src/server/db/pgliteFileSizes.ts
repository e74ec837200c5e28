// PGlite keeps its data folder on disk through Emscripten's NODEFS. PostgreSQL asks for a file's
// size with lseek(fd, 0, SEEK_END) every time it needs a relation's length (planning a statement,
// extending a table or an index), and NODEFS answers each of those with fs.fstatSync: measured on
// the import benchmark, fstat was ~40 % of the process's CPU. This process is the only writer of
// the folder (PostgreSQL's postmaster.pid lock sees to it), and every write and truncate goes
// through the same file system, so a file's size is taken once from the operating system and then
// kept by those operations themselves. Any change of attributes (truncate, chmod) forgets the
// size, so the next question asks the operating system again.
import type { PGlite } from '@electric-sql/pglite';

const SEEK_END = 2;

interface FsNode {
  mode: number;
  /** the file's size as this process last knew it; absent when unknown */
  knownSize?: number;
}

interface FsStream {
  node: FsNode;
}

interface NodeFs {
  stream_ops: {
    write(stream: FsStream, buffer: unknown, offset: number, length: number, position: number): number;
    llseek(stream: FsStream, offset: number, whence: number): number;
    setattr(stream: FsStream, attr: unknown): void;
  };
  node_ops: {
    setattr(node: FsNode, attr: unknown): void;
  };
  /** set once the operations are wrapped, so a second call changes nothing */
  sizesKept?: boolean;
}

interface EmscriptenModule {
  NODEFS?: NodeFs;
  FS: { isFile(mode: number): boolean };
}

/** Keeps file sizes for the PGlite instance's data folder; a no-op for an in-memory database. */
export function keepFileSizes(pglite: PGlite): void {
  const mod = (pglite as unknown as { Module?: EmscriptenModule }).Module;
  const nodefs = mod?.NODEFS;
  if (!mod || !nodefs || nodefs.sizesKept) return;
  nodefs.sizesKept = true;
  const streams = nodefs.stream_ops;
  const { write, llseek, setattr: streamSetattr } = streams;
  const nodeSetattr = nodefs.node_ops.setattr;

  streams.write = function keptWrite(stream, buffer, offset, length, position) {
    const written = write.call(this, stream, buffer, offset, length, position);
    const node = stream.node;
    if (node.knownSize !== undefined) {
      if (typeof position === 'number' && Number.isFinite(position)) node.knownSize = Math.max(node.knownSize, position + written);
      else delete node.knownSize;
    }
    return written;
  };
  streams.llseek = function keptSeek(stream, offset, whence) {
    const node = stream.node;
    if (whence !== SEEK_END || !mod.FS.isFile(node.mode)) return llseek.call(this, stream, offset, whence);
    if (node.knownSize === undefined) node.knownSize = llseek.call(this, stream, 0, SEEK_END);
    const position = offset + node.knownSize;
    // a negative position: the original answers with its own error
    return position < 0 ? llseek.call(this, stream, offset, whence) : position;
  };
  streams.setattr = function forgetOnStreamSetattr(stream, attr) {
    delete stream.node.knownSize;
    return streamSetattr.call(this, stream, attr);
  };
  nodefs.node_ops.setattr = function forgetOnSetattr(node, attr) {
    delete node.knownSize;
    return nodeSetattr.call(this, node, attr);
  };
}
