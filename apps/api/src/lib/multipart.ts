import type { FastifyRequest } from 'fastify';
import { checkText } from '@vidya/contract';
import { AppError } from './app-error.ts';

/**
 * Reads the single uploaded file of a multipart request, turning the ways it can go wrong into
 * answers a person can act on. Needs @fastify/multipart registered with a fileSize limit.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  rule: string,
): Promise<Buffer> {
  const invalid = (detail: string) => new AppError('invalid', detail, { errors: { [field]: [rule] } });
  if (!request.isMultipart())
    throw invalid(`Send the file as multipart/form-data in the field "${field}". ${rule}`);
  const file = await request.file();
  if (!file || file.fieldname !== field) throw invalid(`Attach the file in the field "${field}". ${rule}`);
  // Nothing stores the file's name today; the contract's text rule holds for it all the same (decision 014).
  const nameProblem = checkText(file.filename);
  if (nameProblem) {
    const detail = `Invalid file name: ${nameProblem} Rename the file and upload it again.`;
    throw new AppError('invalid', detail, { errors: { [field]: [detail] } });
  }
  try {
    return await file.toBuffer();
  } catch {
    throw new AppError('payload_too_large', `The file is too large. ${rule}`, {
      errors: { [field]: [rule] },
    });
  }
}
