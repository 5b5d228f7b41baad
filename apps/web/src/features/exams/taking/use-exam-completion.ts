import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetMySubmissionsQuery } from './api';
import { completionRefreshed, selectExamCompletion } from './exam-completion-slice';

/**
 * The exam-completion state, refreshed from the server's `my-submissions` whenever it answers and
 * again when an exam finished here asked for it (needsRefresh).
 */
export function useExamCompletion() {
  const dispatch = useDispatch();
  const completion = useSelector(selectExamCompletion);
  const { data, fulfilledTimeStamp, refetch, isUninitialized } = useGetMySubmissionsQuery(undefined);

  useEffect(() => {
    if (data !== undefined) dispatch(completionRefreshed(data));
  }, [data, fulfilledTimeStamp, dispatch]);

  const { needsRefresh } = completion;
  useEffect(() => {
    if (needsRefresh && !isUninitialized) void refetch();
  }, [needsRefresh, isUninitialized, refetch]);

  return completion;
}
