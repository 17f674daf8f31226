package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.query.ActivityRaster;

class RasterJobTest {

  @Test
  void aSmallWindowsRasterIsBuiltInTheCallersThreadWhenAsked() {
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    Supplier<ActivityRaster> r = RasterJob.start(() -> {
      ranOn.set(Thread.currentThread());
      return null;
    }, RasterJob.MIN_ITEMS - 1);
    assertThat(ranOn.get()).isNull();
    r.get();
    assertThat(ranOn.get()).isSameAs(Thread.currentThread());
  }

  @Test
  void aBigWindowsRasterIsBuiltOnItsOwnThread() {
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    RasterJob.start(() -> {
      ranOn.set(Thread.currentThread());
      return null;
    }, RasterJob.MIN_ITEMS).get();
    assertThat(ranOn.get()).isNotSameAs(Thread.currentThread());
    assertThat(ranOn.get().getName()).isEqualTo("leapshot-raster");
  }

  @Test
  void failuresReachTheCallerUnwrapped() {
    Supplier<ActivityRaster> r = RasterJob.start(() -> {
      throw new IllegalStateException("damaged answer");
    }, RasterJob.MIN_ITEMS);
    assertThatThrownBy(r::get).isInstanceOf(IllegalStateException.class).hasMessage("damaged answer");
    Supplier<ActivityRaster> e = RasterJob.start(() -> {
      throw new OutOfMemoryError("raster");
    }, RasterJob.MIN_ITEMS);
    assertThatThrownBy(e::get).isInstanceOf(OutOfMemoryError.class);
  }
}
