import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LANDING } from '@vidya/contract';
import { Star } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';
import { CheckList } from './marketing';
import { usePromotion } from '../use-promotion';
import { PromoCountdown } from './promo-countdown';

const [foundationsRating, advancedRating] = LANDING.trainingRatings;

type TrainingCard = {
  title: MessageDescriptor;
  track: MessageDescriptor;
  text: MessageDescriptor;
  points: MessageDescriptor[];
  rating?: { rating: number; reviews: number };
  /** Null for the self-paced courses, whose price is written with the active language's rupees. */
  price: MessageDescriptor | null;
  action: { label: MessageDescriptor; to: string };
};

/** Both AI tracks are one programme: the same fees and the same page. */
const AI_PROGRAMME = {
  title: msg`AI Training Program`,
  price: msg`Fees depend on the batch; ask us`,
  action: { label: msg`See the programme`, to: paths.training.href() },
};

const CARDS: TrainingCard[] = [
  {
    ...AI_PROGRAMME,
    track: msg`Foundations track`,
    text: msg`For students starting out: Python, the statistics behind machine learning, and your first models.`,
    points: [
      msg`Python and data handling`,
      msg`Supervised and unsupervised learning`,
      msg`Two guided projects`,
    ],
    rating: foundationsRating,
  },
  {
    ...AI_PROGRAMME,
    track: msg`Advanced track`,
    text: msg`For students who can already code: deep learning, language models, and a capstone reviewed by mentors.`,
    points: [
      msg`Neural networks and deep learning`,
      msg`Building with large language models`,
      msg`Capstone project`,
    ],
    rating: advancedRating,
  },
  {
    title: msg`Specialized Courses`,
    track: msg`Self-paced`,
    text: msg`Focused courses in web development, cloud, data and aptitude, at your own pace, with a certificate.`,
    points: [
      msg`Learn at your own pace`,
      msg`Progress saved lesson by lesson`,
      msg`Certificate on completion`,
    ],
    price: null,
    action: { label: msg`See trending courses`, to: `${paths.home.href()}#trending-courses` },
  },
];

function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <span aria-hidden="true" className="flex text-amber-500">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} className="h-4 w-4" fill={star <= Math.round(rating) ? 'currentColor' : 'none'} />
        ))}
      </span>
      <span className="sr-only">
        <Plural
          value={reviews}
          one={`Rated ${rating} out of 5 from # review`}
          other={`Rated ${rating} out of 5 from # reviews`}
        />
      </span>
      <span aria-hidden="true">
        <Trans>
          <span className="font-semibold text-slate-900">{rating}</span> (
          <Plural value={reviews} one="# review" other="# reviews" />)
        </Trans>
      </span>
    </p>
  );
}

/** Training programmes and prices, with the introductory-offer countdown. */
export function TrainingPricing() {
  const { t } = useLingui();
  const promotion = usePromotion();
  const from = formatRupees(LANDING.trendingCurrentPrice);
  const listPrice = formatRupees(LANDING.trendingOriginalPrice);
  // One price once the promotion has ended (decision 027); none until the server has said.
  const coursePrice = {
    loading: '',
    running: t`From ${from} a course (list price ${listPrice})`,
    none: t`${listPrice} a course`,
  }[promotion.status];
  return (
    <section
      aria-labelledby="training-heading"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6"
      id="training-and-pricing"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="training-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          <Trans>Training and pricing</Trans>
        </h2>
        <p className="mt-3 text-lg text-slate-600">
          <Trans>
            Mentor-led programmes for a career in AI, and self-paced courses for a specific skill.
          </Trans>
        </p>
      </div>
      <div className="mt-8">
        <PromoCountdown promotion={promotion} />
      </div>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={`${card.title.id}-${card.track.id}`}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-indigo-700">{t(card.track)}</p>
              <h3 className="mt-1 text-xl font-bold text-slate-900">{t(card.title)}</h3>
              {card.rating && (
                <div className="mt-2">
                  <Rating {...card.rating} />
                </div>
              )}
              <p className="mt-3 text-slate-600">{t(card.text)}</p>
              <CheckList items={card.points.map((point) => t(point))} className="mt-4 flex-1 space-y-2" />
              <p className="mt-5 min-h-6 font-semibold text-slate-900">
                {card.price === null ? coursePrice : t(card.price)}
              </p>
              <LinkButton to={card.action.to} variant="secondary" className="mt-5">
                {t(card.action.label)}
              </LinkButton>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
