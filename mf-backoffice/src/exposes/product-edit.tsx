import { useState } from 'react';
import { ConsoleLayout } from '../components/console-layout';
import { ProductEditor } from '../features/product-edit/components/product-editor';

/** One product's editor (/{lang}/backoffice/product?id=; no id: a new product; catalogue). */
export default function ProductEdit() {
  const [title, setTitle] = useState<string | undefined>();
  return (
    <ConsoleLayout titleKey="routes.backoffice.product" {...(title ? { title } : {})}>
      <ProductEditor onTitle={setTitle} />
    </ConsoleLayout>
  );
}
