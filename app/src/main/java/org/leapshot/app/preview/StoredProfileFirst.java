package org.leapshot.app.preview;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.query.StoredOverview;

/**
 * The preview's first profile, from the stored overview: on opening, off the EDT (the first call may
 * read the sidecar), the profile kept in it is handed to the EDT for {@link
 * PreviewPanel#setStoredProfile}, which shows it until the real whole-run read brings the real one.
 * Nothing is shown when there is no usable overview or after {@link #close()}.
 */
public final class StoredProfileFirst implements AutoCloseable {
  private final Executor worker;
  private final ExecutorService own;
  private volatile boolean closed;

  public StoredProfileFirst() {
    own = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "leapshot-stored-profile");
      t.setDaemon(true);
      return t;
    });
    worker = own;
  }

  /** With the work run on {@code worker} (tests: on the calling thread). */
  StoredProfileFirst(Executor worker) {
    this.worker = worker;
    own = null;
  }

  /** Reads the stored overview's profile in the background and hands it to {@code showOnEdt}. */
  public void show(Supplier<Optional<StoredOverview>> stored, Map<Integer, Category> categories,
      Consumer<DensityProfile> showOnEdt) {
    worker.execute(() -> {
      if (closed) {
        return;
      }
      Optional<DensityProfile> profile = profileOf(stored.get(), categories);
      profile.ifPresent(p -> SwingUtilities.invokeLater(() -> {
        if (!closed) {
          showOnEdt.accept(p);
        }
      }));
    });
  }

  /** The stored overview's profile, when there is an overview and it keeps one. */
  static Optional<DensityProfile> profileOf(Optional<StoredOverview> stored, Map<Integer, Category> categories) {
    return stored.filter(o -> o.profileColumns() > 0).map(o -> DensityProfile.fromStored(o, categories));
  }

  /** Nothing more is shown; a read under way finishes (not interrupted: the trace caches its answer). */
  @Override
  public void close() {
    closed = true;
    if (own != null) {
      own.shutdown();
    }
  }
}
