package org.leapshot.app.frame;

import java.awt.event.ActionEvent;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import org.leapshot.app.canvas.MeasuredRange;
import org.leapshot.app.search.SearchContext;
import org.leapshot.app.stats.StatisticsAction;

/**
 * View › Statistics (Ctrl+T, the toolbar's Statistics) of the range measured on the time ruler
 * when one is shaded, else of the view. Measuring a range and asking for its numbers is one
 * gesture in Vampir and Perfetto; here Ctrl+T after a ruler drag used to give the whole view's
 * statistics, and the measured range had to be typed again into the window's fields.
 */
final class StatisticsOfRange extends AbstractAction {
  private final StatisticsAction statistics;
  private final Supplier<SearchContext> context;

  StatisticsOfRange(StatisticsAction statistics, Supplier<SearchContext> context) {
    super("Statistics of View or Measured Range…");
    this.statistics = statistics;
    this.context = context;
    putValue(SHORT_DESCRIPTION,
        "Counts, times and messages of the range measured on the time ruler, or else of the visible range (Ctrl+T)");
    putValue(ACCELERATOR_KEY, statistics.getValue(ACCELERATOR_KEY));
    setEnabled(statistics.isEnabled());
    statistics.addPropertyChangeListener(e -> {
      if ("enabled".equals(e.getPropertyName())) {
        setEnabled(statistics.isEnabled());
      }
    });
  }

  @Override
  public void actionPerformed(ActionEvent e) {
    SearchContext ctx = context.get();
    if (ctx == null) {
      return;
    }
    MeasuredRange measured = ctx.canvas().measured();
    if (measured.isSet() && measured.toSec() > measured.fromSec()) {
      statistics.open(ctx, measured.fromSec(), measured.toSec());
    } else {
      statistics.actionPerformed(e);
    }
  }
}
