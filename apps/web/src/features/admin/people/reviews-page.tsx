// /admin/reviews (also /admin/ratings): every review in a searchable table, shown as plain text, deleted
// after confirmation with 'Review deleted successfully'.
import type { Review, ReviewsPage as ReviewsPageReply } from '@chamak/shared/reviews';
import { useId } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { ExpandableText } from '../list-kit/expandable-text.tsx';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, FilterSelect, ListStates, SearchBox, td } from '../list-kit/table.tsx';
import { useConfirmedDelete } from '../list-kit/use-list.ts';
import { AdminPageHeader, ConfirmDelete } from '../ui.tsx';
import { peopleCalls, reviewsPath } from './api.ts';

const perPage = 10;
const loadFailed = 'Failed to load reviews.';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="tracking-tight text-amber-500">
        {'★'.repeat(rating)}
        <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
      </span>
      <span className="sr-only">{rating} out of 5</span>
    </span>
  );
}

export default function ReviewsPage() {
  const id = useId();
  // The server searches, filters and pages the reviews.
  const list = useServerList<ReviewsPageReply, 'rating'>({
    queryKey: adminKeys.reviews(),
    path: reviewsPath,
    pageSize: perPage,
    filters: ['rating'],
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const remove = useConfirmedDelete<Review>({
    remove: (r) => peopleCalls.deleteReview(r.id),
    success: 'Review deleted successfully',
    failure: 'Something Went Wrong',
    invalidate: [adminKeys.reviews(), adminKeys.counters()],
  });

  return (
    <div>
      <AdminPageHeader
        title="Reviews"
        description={
          data
            ? `${data.reviews} ${data.reviews === 1 ? 'review' : 'reviews'}${data.average !== null ? ` · average ${data.average.toFixed(1)} out of 5` : ''}`
            : undefined
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={`${id}-search`}
          label="Search reviews"
          placeholder="Search by product, customer or text..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Rating"
          value={list.filters.rating}
          options={[5, 4, 3, 2, 1].map((n) => ({
            value: String(n),
            label: `${n} ${n === 1 ? 'star' : 'stars'}`,
          }))}
          onChange={(v) => list.setFilter('rating', v)}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText="No reviews found"
      >
        <AdminTable
          caption="Reviews"
          columns={[
            'Product',
            'Customer',
            'Rating',
            ['Review', 'min-w-60'],
            'Date',
            ['Actions', 'text-right'],
          ]}
        >
          {(data?.items ?? []).map((r) => (
            <tr key={r.id} className="hover:bg-slate-50/60">
              <td className={`${td} min-w-40 font-medium text-slate-900`}>{r.Product.name}</td>
              <td className={`${td} min-w-32`}>
                <span className="block">{r.User.fullName}</span>
                {r.verifiedBuyer && <Badge tone="green">Verified buyer</Badge>}
              </td>
              <td className={td}>
                <Stars rating={r.rating} />
              </td>
              <td className={td}>
                {r.description ? (
                  <ExpandableText
                    text={r.description}
                    preview={120}
                    threshold={160}
                    label={`the review by ${r.User.fullName}`}
                  />
                ) : (
                  <span className="text-slate-400">No text</span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(r.createdAt)}</td>
              <td className={`${td} text-right`}>
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={`Delete review by ${r.User.fullName}`}
                  onClick={() => remove.ask(r)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Reviews pages" />

      <ConfirmDelete
        open={remove.target !== null}
        what={
          remove.target ? `the review by ${remove.target.User.fullName} of ${remove.target.Product.name}` : ''
        }
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </div>
  );
}
