// The OpenAPI document as the app builds it (app.swagger(), no network server), and the SDK's types
// generated from it (openapi-typescript): shared by `npm run lint:openapi` and `npm run sdk:generate`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The SDK's generated types, committed (CI fails when they drift from the document). */
export const SDK_SCHEMA_FILE = path.join(ROOT, 'clients/typescript/src/schema.ts');

/** Builds the app on a temporary SQLite directory and answers its document (the published address is fixed, so the output is stable). */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dir,
      BASE_URL: 'https://api.tenpo.example',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      WEBHOOKS_WORKER: 'false',
    });
    const { app } = await buildApp(config, { logger: false });
    await app.ready();
    const document = JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of clients/typescript/src/schema.ts for this document. */
export async function sdkSchemaSource(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as unknown as Parameters<typeof openapiTS>[0]);
  return (
    '// Generated from the OpenAPI document by `npm run sdk:generate` (openapi-typescript). Do not edit:\n' +
    '// CI regenerates it and fails when it differs.\n\n' +
    astToString(ast)
  );
}
