import {
  API_BASE_PATH,
  PAGE_SIZES,
  type CertificateStats,
  type CertificateVerification,
  type CertificateView,
  type Paginated,
} from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';
import { toQueryString } from '../../lib/api/query-string';
import { readFileResponse, saveBlob } from '../../lib/download';

export type CertificatesQuery = { page: number; search: string };

/** The API gives download links from the site root (`/api/...`); the client adds the API base itself. */
const toApiPath = (url: string) =>
  url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : url;

/** The cache tag (lib/api/course-tags.ts) of certificates: a name, never shown. */
const CERTIFICATES_TAG = 'Certificates';

export const certificatesApi = courseDataApi.injectEndpoints({
  endpoints: (build) => ({
    getCertificates: build.query<Paginated<CertificateView>, CertificatesQuery>({
      query: ({ page, search }) =>
        `/courses/certificates/${toQueryString({ page, page_size: PAGE_SIZES.certificates, search: search.trim() })}`,
      providesTags: [CERTIFICATES_TAG],
    }),
    getCertificateStats: build.query<CertificateStats, undefined>({
      query: () => '/courses/certificates/stats/',
      providesTags: [CERTIFICATES_TAG],
    }),
    /**
     * The PDF comes through the API client (it needs the student's token) and goes straight to
     * the browser as a download; the file itself is never kept in the store.
     */
    downloadCertificate: build.mutation<null, Pick<CertificateView, 'download_url' | 'code'>>({
      async queryFn({ download_url: url, code }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: toApiPath(url), responseHandler: readFileResponse });
        if (result.error !== undefined) return { error: result.error };
        saveBlob(result.data as Blob, `certificate-${code}.pdf`);
        return { data: null };
      },
    }),
    verifyCertificate: build.query<CertificateVerification, string>({
      query: (code) => `/courses/certificates/verify/${encodeURIComponent(code)}/`,
    }),
  }),
});

export const {
  useGetCertificatesQuery,
  useGetCertificateStatsQuery,
  useDownloadCertificateMutation,
  useVerifyCertificateQuery,
} = certificatesApi;
