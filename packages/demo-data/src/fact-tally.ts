// What the fact generators report of each spec line and search they write, for a loader that sums them as
// they go (the API's rollups) instead of reading the facts back from the database.

/** One spec line as the generator writes it (one reused object: millions of lines, no allocation each). */
export interface TalliedSpecLine {
  projectId: number;
  productId: number;
  brandId: number;
  categoryId: number;
  /** 0 when the product has no sub-category. */
  subCategoryId: number;
  isOpenSpec: boolean;
  statusId: number;
  segmentId: number;
  stateId: number;
  quantity: number;
  /** Day offset in the data range. */
  day: number;
}

/** One search event; 0 stands for an empty (NULL) id. */
export interface TalliedSearch {
  productId: number;
  brandId: number;
  categoryId: number;
  stateId: number;
  day: number;
}

/** Receives every spec line and search the generators write (one reused object each: copy what is kept). */
export interface FactTally {
  specLine(line: TalliedSpecLine): void;
  search(event: TalliedSearch): void;
}
