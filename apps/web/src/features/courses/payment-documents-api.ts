import { API_BASE_PATH, type CheckoutBody, type CheckoutResponse, type PaymentView } from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';
import { downloadFile } from '../../lib/api/download-file';

/** The cache tag (lib/api/course-tags.ts) of payments: a name, never shown. */
const PAYMENTS_TAG = 'Payments';

/** The API gives download links from the site root (`/api/...`); the client adds the API base itself. */
const toApiPath = (url: string) =>
  url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : url;

/** What a buyer's tax invoice needs from the client: their state at checkout, and the PDF (decision 029). */
export const paymentDocumentsApi = courseDataApi.injectEndpoints({
  endpoints: (build) => ({
    /** Opens (or resumes) the order with the buyer's state, the place of supply on the invoice. */
    checkoutWithState: build.mutation<CheckoutResponse, { courseId: number; buyerState: string }>({
      query: ({ courseId, buyerState }) => ({
        url: `/payments/courses/${courseId}/checkout/`,
        method: 'POST',
        body: { buyer_state: buyerState } satisfies CheckoutBody,
      }),
      invalidatesTags: [PAYMENTS_TAG],
    }),
    /** A paid payment's tax invoice, straight to the browser as a PDF download. */
    downloadInvoice: build.mutation<null, Pick<PaymentView, 'invoice_url' | 'invoice_number'>>({
      queryFn: ({ invoice_url: url, invoice_number: number }, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          toApiPath(url ?? ''),
          `invoice-${(number ?? 'payment').replaceAll('/', '-')}.pdf`,
        ),
    }),
  }),
});

export const { useCheckoutWithStateMutation, useDownloadInvoiceMutation } = paymentDocumentsApi;
