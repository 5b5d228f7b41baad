import type { FetchArgs } from '@reduxjs/toolkit/query';
import { readFileName, readFileResponse, saveBlob } from '../download';
import type { ApiBaseQuery, ApiError } from './base-query';

/** The `baseQuery` an endpoint's `queryFn` receives. */
type BaseQuery = (args: string | FetchArgs) => ReturnType<ApiBaseQuery>;

/**
 * Fetches a file (an export, a template) through the API's base query, so the token and its
 * refresh apply, and hands it to the browser as a download named as the server says. The file is
 * never kept in the store; a refusal comes back as the error with the server's `detail`.
 */
export async function downloadFile(
  baseQuery: BaseQuery,
  url: string,
  fallbackName: string,
): Promise<{ data: null } | { error: ApiError }> {
  const result = await baseQuery({ url, responseHandler: readFileResponse });
  if (result.error !== undefined) return { error: result.error };
  saveBlob(
    result.data as Blob,
    readFileName(result.meta?.response?.headers.get('Content-Disposition'), fallbackName),
  );
  return { data: null };
}
