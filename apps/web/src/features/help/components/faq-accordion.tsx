import type { HelpContent } from '@mustashar/contracts';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export function FaqAccordion({ faqs }: { faqs: HelpContent['faqs'] }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-border rounded-2xl border border-border bg-surface"
    >
      {faqs.map((faq) => (
        <Accordion.Item key={`${faq.category}-${faq.q}`} value={`${faq.category}-${faq.q}`} className="px-5">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-4 text-start font-medium text-fg focus-visible:outline-2 focus-visible:outline-ring">
                <span>{faq.q}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="pb-5 leading-relaxed whitespace-pre-line text-muted">
            {faq.a}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
