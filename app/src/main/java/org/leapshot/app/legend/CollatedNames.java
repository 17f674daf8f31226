package org.leapshot.app.legend;

import java.text.CollationKey;
import java.text.Collator;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * The order a {@code TableRowSorter} gives names by default (this locale's {@link Collator}), with
 * each name's collation key worked out once: the collator normalises both names on every
 * comparison, and the legend re-sorts on every filter change, so on a trace of hundreds of
 * categories (wrf: 572) the event thread spent tenths of a second opening it in comparisons.
 * Event thread only, like the sorter that uses it.
 */
final class CollatedNames implements Comparator<Object> {
  private final Collator collator = Collator.getInstance();
  private final Map<String, CollationKey> keys = new HashMap<>();

  @Override
  public int compare(Object a, Object b) {
    return key(a).compareTo(key(b));
  }

  private CollationKey key(Object name) {
    return keys.computeIfAbsent(String.valueOf(name), collator::getCollationKey);
  }
}
