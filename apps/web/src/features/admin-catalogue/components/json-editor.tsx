import { Button, Group, JsonInput, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCatalogueDraft } from '../draft/draft-context';
import { getIn, pathKey, type Path } from '../draft/paths';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

interface JsonEditorProps {
  path: Path;
  label: string;
  description?: string;
}

/**
 * A part of the catalogue edited as JSON, for structures a form would make huge (issue 17:
 * accepted for deep structures). The text is applied only when it is JSON; the schema's
 * issues inside it are listed under it with their place.
 */
export function JsonEditor({ path, label, description }: JsonEditorProps) {
  const { t } = useAdminCatalogueTexts();
  const { draft, edit, issues } = useCatalogueDraft();
  const [text, setText] = useState<string | null>(null);
  const [syntax, setSyntax] = useState(false);
  const prefix = `${pathKey(path)}.`;
  const inside = issues.filter((issue) => `${issue.key}.`.startsWith(prefix));
  if (text === null) {
    return (
      <Group>
        <Button
          variant="default"
          onClick={() => setText(JSON.stringify(getIn(draft, path), null, 2))}
        >
          {t('json.open', { part: label })}
        </Button>
        {inside.length > 0 && <Text c="red">{t('json.issues', { count: inside.length })}</Text>}
      </Group>
    );
  }
  function apply() {
    if (text === null) return;
    try {
      edit(path, JSON.parse(text) as unknown);
      setSyntax(false);
    } catch {
      setSyntax(true);
    }
  }
  return (
    <Stack gap="xs">
      <JsonInput
        label={label}
        description={description}
        value={text}
        onChange={(value) => {
          setText(value);
          setSyntax(false);
        }}
        error={syntax ? t('json.syntax') : undefined}
        autosize
        minRows={8}
        maxRows={24}
      />
      <Group>
        <Button variant="light" onClick={apply}>
          {t('json.apply')}
        </Button>
        <Button variant="subtle" onClick={() => setText(null)}>
          {t('json.close')}
        </Button>
      </Group>
      {inside.length > 0 && (
        <List size="sm" c="red" aria-label={t('json.issuesTitle', { part: label })}>
          {inside.slice(0, 20).map((issue) => (
            <List.Item key={issue.key + issue.message}>
              {issue.path.slice(path.length).join(' › ')}: {issue.message}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
