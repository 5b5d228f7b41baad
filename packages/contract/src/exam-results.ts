/** What an exam's owner sees once students sit it: the roster of results, history and item analysis (issue #14). */
export {};
