/**
 * SDK: byte sources, spool files and the memory policy of stream stages, for plugins that handle large documents
 * (peppol-as4's MIME, decryption and SBDH stages). A ByteSource is bytes in memory or a file; stages read it as a
 * stream (openSource) and write what they produce to a spool file (createSpoolFile) that the caller disposes.
 *
 *   const spool = await createSpoolFile()            // in WHARF_DATA_DIR's spool folder, removed on abort()
 *   for await (const chunk of openSource(source)) await spool.write(chunk)
 *   const out = await spool.finish()                 // a ByteSource: { kind: 'file', ... }
 *   collectAsStreamed(bytes)                         // once per large buffer a stage let go of
 *   releaseAfterLargeDocument(sourceSize(out))       // after a whole large document: the one release policy
 */
export { type ByteSource, openSource, readSource, sourceSize, headOfSource, disposeSource, memorySource, fileSource } from '../blobs/source.ts'
export { createSpoolFile, DEFAULT_MEMORY_LIMIT } from '../blobs/spool.ts'
export { collectAsStreamed, releaseAfterLargeDocument } from '../memory/release.ts'
