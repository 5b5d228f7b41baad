import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APP_TEXTS, PAGE_SIZES, SKELETON_COUNTS } from '@vidya/contract';
import { FixedText, useFixedText } from '../../lib/i18n/fixed-texts';
import type { ReactNode } from 'react';
import { SkeletonBlock } from './skeleton-block';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Announces "loading" once for the whole placeholder instead of once per shape. */
function SkeletonRegion({
  label,
  children,
  className,
}: {
  label: MessageDescriptor;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  return (
    <div role="status" aria-busy="true" aria-label={t(label)} className={className}>
      <span className="sr-only">{fixed(APP_TEXTS.spinnerDefault)}</span>
      {children}
    </div>
  );
}

function StatCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {range(SKELETON_COUNTS.statCards).map((index) => (
        <div key={index} className="rounded-2xl border border-slate-200 p-5">
          <SkeletonBlock className="h-4 w-24" />
          <SkeletonBlock className="mt-3 h-8 w-16" />
        </div>
      ))}
    </div>
  );
}

function CourseCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <SkeletonBlock className="h-40 w-full rounded-none" />
      <div className="space-y-3 p-4">
        <SkeletonBlock className="h-5 w-3/4" />
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="h-4 w-2/3" />
        <SkeletonBlock className="h-9 w-28" />
      </div>
    </div>
  );
}

function RowSkeleton() {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
      <SkeletonBlock className="h-12 w-12 shrink-0 rounded-lg" />
      <div className="flex-1 space-y-2">
        <SkeletonBlock className="h-4 w-1/2" />
        <SkeletonBlock className="h-3 w-1/3" />
      </div>
      <SkeletonBlock className="h-9 w-24" />
    </div>
  );
}

export function StudentDashboardSkeleton() {
  return (
    <SkeletonRegion label={msg`Loading your dashboard`} className="space-y-6">
      <SkeletonBlock className="h-8 w-64" />
      <StatCardsSkeleton />
      <div className="flex gap-3">
        {range(SKELETON_COUNTS.tabs).map((index) => (
          <SkeletonBlock key={index} className="h-10 w-32" />
        ))}
      </div>
      <div className="space-y-3">
        {range(3).map((index) => (
          <RowSkeleton key={index} />
        ))}
      </div>
    </SkeletonRegion>
  );
}

export function CourseListSkeleton({ count = PAGE_SIZES.enrollments }: { count?: number }) {
  return (
    <SkeletonRegion label={msg`Loading courses`} className="space-y-3">
      {range(count).map((index) => (
        <RowSkeleton key={index} />
      ))}
    </SkeletonRegion>
  );
}

export function CourseDetailsSkeleton() {
  return (
    <SkeletonRegion label={msg`Loading course details`} className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <SkeletonBlock className="h-56 w-full rounded-2xl" />
        <SkeletonBlock className="h-8 w-2/3" />
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="h-4 w-5/6" />
        <SkeletonBlock className="h-4 w-4/6" />
      </div>
      <SidePanelSkeletonShapes />
    </SkeletonRegion>
  );
}

function SidePanelSkeletonShapes() {
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 p-4">
      <SkeletonBlock className="h-5 w-1/2" />
      {range(5).map((index) => (
        <div key={index} className="flex items-center gap-3">
          <SkeletonBlock className="h-6 w-6 rounded-full" />
          <SkeletonBlock className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}

export function SidePanelSkeleton() {
  return (
    <SkeletonRegion label={msg`Loading`}>
      <SidePanelSkeletonShapes />
    </SkeletonRegion>
  );
}

export function ExamListSkeleton({ count = PAGE_SIZES.exams }: { count?: number }) {
  return (
    <SkeletonRegion label={msg`Loading exams`} className="grid gap-4 md:grid-cols-2">
      {range(count).map((index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-slate-200 p-5">
          <SkeletonBlock className="h-5 w-2/3" />
          <SkeletonBlock className="h-4 w-1/2" />
          <div className="flex gap-3">
            <SkeletonBlock className="h-4 w-20" />
            <SkeletonBlock className="h-4 w-20" />
          </div>
          <SkeletonBlock className="h-9 w-28" />
        </div>
      ))}
    </SkeletonRegion>
  );
}

export function ExamDetailsSkeleton() {
  return (
    <SkeletonRegion label={msg`Loading exam details`} className="space-y-6">
      <SkeletonBlock className="h-8 w-1/2" />
      <div className="grid gap-4 sm:grid-cols-3">
        {range(3).map((index) => (
          <SkeletonBlock key={index} className="h-20" />
        ))}
      </div>
      <SkeletonBlock className="h-4 w-full" />
      <SkeletonBlock className="h-4 w-5/6" />
      <SkeletonBlock className="h-11 w-40" />
    </SkeletonRegion>
  );
}

export function CertificatesSkeleton({ count = PAGE_SIZES.certificates }: { count?: number }) {
  return (
    <SkeletonRegion label={msg`Loading certificates`} className="grid gap-4 sm:grid-cols-2">
      {range(count).map((index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-slate-200 p-5">
          <SkeletonBlock className="h-28 w-full" />
          <SkeletonBlock className="h-5 w-2/3" />
          <SkeletonBlock className="h-4 w-1/3" />
        </div>
      ))}
    </SkeletonRegion>
  );
}

export function PersonalDetailsSkeleton() {
  return (
    <SkeletonRegion label={msg`Loading personal details`} className="space-y-5">
      <div className="flex items-center gap-4">
        <SkeletonBlock className="h-20 w-20 rounded-full" />
        <div className="flex-1 space-y-2">
          <SkeletonBlock className="h-5 w-48" />
          <SkeletonBlock className="h-4 w-32" />
        </div>
      </div>
      {range(4).map((index) => (
        <div key={index} className="space-y-2">
          <SkeletonBlock className="h-4 w-24" />
          <SkeletonBlock className="h-11 w-full" />
        </div>
      ))}
    </SkeletonRegion>
  );
}

export function PerformanceSkeleton() {
  return (
    <SkeletonRegion label={msg`Loading performance`} className="space-y-6">
      <StatCardsSkeleton />
      <SkeletonBlock className="h-64 w-full rounded-2xl" />
      <div className="space-y-2">
        {range(5).map((index) => (
          <SkeletonBlock key={index} className="h-10 w-full" />
        ))}
      </div>
    </SkeletonRegion>
  );
}

/** The course catalogue's placeholder: its heading and six cards (spec §2, §9). */
export function CourseGridSkeleton() {
  return (
    <section aria-labelledby="course-grid-skeleton-heading" className="space-y-6">
      <h2 id="course-grid-skeleton-heading" className="text-2xl font-bold text-slate-900">
        <FixedText text={APP_TEXTS.exploreCourses} />
      </h2>
      <SkeletonRegion label={msg`Loading courses`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {range(SKELETON_COUNTS.courseCards).map((index) => (
          <CourseCardSkeleton key={index} />
        ))}
      </SkeletonRegion>
    </section>
  );
}
