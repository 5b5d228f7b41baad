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
import { downloadFile } from '../../lib/api/download-file';

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
      queryFn: ({ download_url: url, code }, _api, _extraOptions, baseQuery) =>
        downloadFile(baseQuery, toApiPath(url), `certificate-${code}.pdf`),
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
