/**
 * A part of a built page that React wrote apart: a large Suspense boundary's content, hidden at the page's end and
 * moved into place by an inline script (`<template id="B:0">` where it belongs). Without scripts the reader sees
 * nothing of it, and with them it paints after them; no page of the site may have one.
 */
export const WRITTEN_APART = /<template id="B:\d+"/;
