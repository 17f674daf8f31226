package org.leapshot.slog2.convert.otf2;

/** The event record type bytes (spec §8.4) the converter uses, and the names of all of them for the report. */
final class Otf2EventTypes {
  static final int TIMESTAMP = 5;
  static final int ATTRIBUTE_LIST = 6;
  static final int BUFFER_FLUSH = 10;
  static final int MEASUREMENT_ON_OFF = 11;
  static final int ENTER = 12;
  static final int LEAVE = 13;
  static final int MPI_SEND = 14;
  static final int MPI_ISEND = 15;
  static final int MPI_ISEND_COMPLETE = 16;
  static final int MPI_IRECV_REQUEST = 17;
  static final int MPI_RECV = 18;
  static final int MPI_IRECV = 19;
  static final int MPI_COLLECTIVE_BEGIN = 22;
  static final int MPI_COLLECTIVE_END = 23;
  static final int OMP_FORK = 24;
  static final int OMP_JOIN = 25;
  static final int METRIC = 31;
  static final int THREAD_FORK = 53;
  static final int THREAD_JOIN = 54;
  static final int PROGRAM_BEGIN = 83;
  static final int PROGRAM_END = 84;

  private static final String[] NAMES = {null, null, null, null, null, null, null, null, null, null, "BufferFlush",
      "MeasurementOnOff", "Enter", "Leave", "MpiSend", "MpiIsend", "MpiIsendComplete", "MpiIrecvRequest", "MpiRecv",
      "MpiIrecv", "MpiRequestTest", "MpiRequestCancelled", "MpiCollectiveBegin", "MpiCollectiveEnd", "OmpFork",
      "OmpJoin", "OmpAcquireLock", "OmpReleaseLock", "OmpTaskCreate", "OmpTaskSwitch", "OmpTaskComplete", "Metric",
      "ParameterString", "ParameterInt", "ParameterUnsignedInt", "RmaWinCreate", "RmaWinDestroy", "RmaCollectiveBegin",
      "RmaCollectiveEnd", "RmaGroupSync", "RmaRequestLock", "RmaAcquireLock", "RmaTryLock", "RmaReleaseLock",
      "RmaSync", "RmaWaitChange", "RmaPut", "RmaGet", "RmaAtomic", "RmaOpCompleteBlocking",
      "RmaOpCompleteNonBlocking", "RmaOpTest", "RmaOpCompleteRemote", "ThreadFork", "ThreadJoin", "ThreadTeamBegin",
      "ThreadTeamEnd", "ThreadAcquireLock", "ThreadReleaseLock", "ThreadTaskCreate", "ThreadTaskSwitch",
      "ThreadTaskComplete", "ThreadCreate", "ThreadBegin", "ThreadWait", "ThreadEnd", "CallingContextEnter",
      "CallingContextLeave", "CallingContextSample", "IoCreateHandle", "IoDestroyHandle", "IoDuplicateHandle",
      "IoSeek", "IoChangeStatusFlags", "IoDeleteFile", "IoOperationBegin", "IoOperationTest", "IoOperationIssued",
      "IoOperationComplete", "IoOperationCancelled", "IoAcquireLock", "IoReleaseLock", "IoTryLock", "ProgramBegin",
      "ProgramEnd", "NonBlockingCollectiveRequest", "NonBlockingCollectiveComplete", "CommCreate", "CommDestroy"};

  private Otf2EventTypes() {}

  /** The record name, or {@code null} for a type this reader does not know. */
  static String name(int type) {
    return type >= 0 && type < NAMES.length ? NAMES[type] : null;
  }

  /**
   * The ten records of version 1.0/1.1 with one compressed field and no record length (§5.5). The
   * set is closed: later records always have a length.
   */
  static boolean isSingleton(int type) {
    return type < SINGLETONS.length && SINGLETONS[type];
  }

  private static final boolean[] SINGLETONS = new boolean[31];

  static {
    for (int t : new int[] {12, 13, 16, 17, 20, 21, 24, 28, 29, 30}) {
      SINGLETONS[t] = true;
    }
  }

  /** Singletons whose field is a cu32 (the others hold a cu64). */
  static boolean singletonIs32Bit(int type) {
    return type == ENTER || type == LEAVE || type == OMP_FORK;
  }
}
