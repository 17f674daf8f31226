package org.leapshot.slog2.format.decode;

import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.model.TimeBox;

/**
 * A tree node as a cache keeps it: box, ID, own pointer, its real drawables packed in drawing order,
 * and one shadow buffer per child (their shadows decoded on first use). See {@link PackedDrawables}.
 */
public record PackedNode(TimeBox box, NodeId id, BlockPointer self, PackedDrawables drawables,
    List<ShadowBuffer> children) {}
