import { LANDING, type CourseSummary, type LandingCourseCard, type Paginated } from '@vidya/contract';
import { api } from '../../lib/api/api';

export type CourseSearchArgs = { search: string; page: number; pageSize: number };

/** The public site's reads: the trending cards and the catalogue search. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedCourses: build.query<LandingCourseCard[], undefined>({
      query: () => `/courses/featured/?limit=${LANDING.trendingCards}`,
    }),
    searchCourses: build.query<Paginated<CourseSummary>, CourseSearchArgs>({
      query: ({ search, page, pageSize }) =>
        `/courses/?${new URLSearchParams({ search, page: String(page), page_size: String(pageSize) }).toString()}`,
    }),
  }),
});

export const { useGetFeaturedCoursesQuery, useSearchCoursesQuery } = homeApi;
