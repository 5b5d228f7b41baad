import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkText } from '@vidya/contract';
import type { RefusalCode } from '@vidya/contract';
import { AppError, fieldRefusal } from './app-error.ts';

/**
 * Upload routes in a scope of their own, where multipart/form-data is accepted with this size
 * limit (one file, no other fields). Every other route keeps refusing such a body as "send JSON",
 * wherever its module registers it.
 */
export function uploadRoutes(maxBytes: number, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0 } });
    await app.register(routes);
  };
}

/**
 * Reads the single uploaded file of a multipart request, turning the ways it can go wrong into
 * answers a person can act on. Its route is registered through `uploadRoutes`.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  rule: string,
): Promise<Buffer> {
  const invalid = (code: RefusalCode, detail: string) =>
    new AppError(code, detail, { errors: { [field]: [rule] }, values: { field } });
  if (!request.isMultipart())
    throw invalid(
      'upload_not_multipart',
      `Send the file as multipart/form-data in the field "${field}". ${rule}`,
    );
  const file = await request.file();
  if (!file || file.fieldname !== field)
    throw invalid('upload_field_missing', `Attach the file in the field "${field}". ${rule}`);
  // Nothing stores the file's name today; the contract's text rule holds for it all the same (decision 014).
  const nameProblem = checkText(file.filename);
  if (nameProblem) {
    const detail = `Invalid file name: ${nameProblem} Rename the file and upload it again.`;
    throw fieldRefusal('upload_file_name_invalid', field, detail);
  }
  try {
    return await file.toBuffer();
  } catch {
    throw new AppError('payload_too_large', `The file is too large. ${rule}`, {
      errors: { [field]: [rule] },
    });
  }
}
