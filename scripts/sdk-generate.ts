// `npm run sdk:generate`: writes the SDK's types (clients/typescript/src/schema.ts) from the app's OpenAPI document.
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, ROOT, SDK_SCHEMA_FILE, sdkSchemaSource } from './openapi-document.ts';

fs.writeFileSync(SDK_SCHEMA_FILE, await sdkSchemaSource(await buildOpenApiDocument()));
console.log(`sdk:generate: wrote ${path.relative(ROOT, SDK_SCHEMA_FILE)}`);
