/** The live monitor of an open exam and extra time for one student (issue #14). */
export {};
