// Admin categories (/admin/categories): a card grid with add, edit and delete; a category still holding
// subcategories or products is refused by the server with its message (409).
import type { Category } from '@chamak/shared/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Img } from '../../../components/img.tsx';
import { DocumentTitle } from '../../../components/page-meta.tsx';
import { Empty, ErrorState, Loading } from '../../../components/states.tsx';
import { actionButton, dangerAction } from '../list-kit/table.tsx';
import { AdminPageHeader, buttonClass, ConfirmDelete } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { CategoryForm } from './category-form.tsx';
import { texts } from './texts.ts';
import { useDeleteFlow, useFormModal } from './use-admin-modals.ts';

function CategoryCard({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-square bg-slate-100">
        <Img
          src={category.image}
          srcSet={category.srcset}
          width={category.width}
          height={category.height}
          sizes="(min-width: 1280px) 20vw, (min-width: 640px) 30vw, 50vw"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h2 className="font-semibold text-slate-900">{category.name}</h2>
        {category.content && <p className="line-clamp-2 text-sm text-slate-600">{category.content}</p>}
        <div className="mt-auto flex justify-end gap-1 pt-2">
          <button
            type="button"
            className={actionButton}
            onClick={onEdit}
            aria-label={`Edit ${category.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            className={dangerAction}
            onClick={onDelete}
            aria-label={`Delete ${category.name}`}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}

export default function CategoriesPage() {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => catalogueApi.categories(signal),
  });
  const form = useFormModal<Category>();
  const del = useDeleteFlow<Category>({
    remove: (c) => catalogueApi.deleteCategory(c.id),
    fallback: texts.somethingWentWrong,
  });

  return (
    <div>
      <DocumentTitle title="Categories | Chamak Admin" />
      <AdminPageHeader
        title="Categories"
        description="The shop's top-level groups, shown on the home page strip."
        actions={
          <button type="button" className={buttonClass.primary} onClick={form.add}>
            Add Category
          </button>
        }
      />
      {isPending ? (
        <Loading />
      ) : isError ? (
        <ErrorState message={texts.failedCategories} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <Empty text={texts.noCategories} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4 2xl:grid-cols-5">
          {data.map((c) => (
            <CategoryCard key={c.id} category={c} onEdit={() => form.edit(c)} onDelete={() => del.ask(c)} />
          ))}
        </ul>
      )}
      <CategoryForm key={form.key} open={form.open} category={form.item} onClose={form.close} />
      <ConfirmDelete
        open={del.target !== null}
        what={del.target ? `the category "${del.target.name}"` : ''}
        busy={del.busy}
        onConfirm={del.confirm}
        onCancel={del.cancel}
      />
    </div>
  );
}
