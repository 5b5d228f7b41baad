import { LANDING } from '@vidya/contract';
import { Star } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';
import { CheckList } from './marketing';
import { PromoCountdown } from './promo-countdown';

const [foundationsRating, advancedRating] = LANDING.trainingRatings;

type TrainingCard = {
  title: string;
  track: string;
  text: string;
  points: string[];
  rating?: { rating: number; reviews: number };
  price: string;
  action: { label: string; to: string };
};

/** Both AI tracks are one programme: the same fees and the same page. */
const AI_PROGRAMME = {
  title: 'AI Training Program',
  price: 'Fees depend on the batch; ask us',
  action: { label: 'See the programme', to: paths.training.href() },
};

const CARDS: TrainingCard[] = [
  {
    ...AI_PROGRAMME,
    track: 'Foundations track',
    text: 'For students starting out: Python, the statistics behind machine learning, and your first models.',
    points: ['Python and data handling', 'Supervised and unsupervised learning', 'Two guided projects'],
    rating: foundationsRating,
  },
  {
    ...AI_PROGRAMME,
    track: 'Advanced track',
    text: 'For students who can already code: deep learning, language models, and a capstone reviewed by mentors.',
    points: ['Neural networks and deep learning', 'Building with large language models', 'Capstone project'],
    rating: advancedRating,
  },
  {
    title: 'Specialized Courses',
    track: 'Self-paced',
    text: 'Focused courses in web development, cloud, data and aptitude, at your own pace, with a certificate.',
    points: ['Learn at your own pace', 'Progress saved lesson by lesson', 'Certificate on completion'],
    price: `From ${formatRupees(LANDING.trendingCurrentPrice)} a course (list price ${formatRupees(LANDING.trendingOriginalPrice)})`,
    action: { label: 'See trending courses', to: `${paths.home.href()}#trending-courses` },
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
        Rated {rating} out of 5 from {reviews} reviews
      </span>
      <span aria-hidden="true">
        <span className="font-semibold text-slate-900">{rating}</span> ({reviews} reviews)
      </span>
    </p>
  );
}

/** Training programmes and prices, with the introductory-offer countdown. */
export function TrainingPricing() {
  return (
    <section
      aria-labelledby="training-heading"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6"
      id="training-and-pricing"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="training-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Training and pricing
        </h2>
        <p className="mt-3 text-lg text-slate-600">
          Mentor-led programmes for a career in AI, and self-paced courses for a specific skill.
        </p>
      </div>
      <div className="mt-8">
        <PromoCountdown />
      </div>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={`${card.title}-${card.track}`}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-indigo-700">{card.track}</p>
              <h3 className="mt-1 text-xl font-bold text-slate-900">{card.title}</h3>
              {card.rating && (
                <div className="mt-2">
                  <Rating {...card.rating} />
                </div>
              )}
              <p className="mt-3 text-slate-600">{card.text}</p>
              <CheckList items={card.points} className="mt-4 flex-1 space-y-2" />
              <p className="mt-5 font-semibold text-slate-900">{card.price}</p>
              <LinkButton to={card.action.to} variant="secondary" className="mt-5">
                {card.action.label}
              </LinkButton>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
