package org.leapshot.app;

import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the core's types a module's published API names although their packages are not exported
 * (what {@code javac -Xlint:exports} warns of): in the supertypes and the public and protected
 * members' signatures of every class another module can reach.
 */
final class PublishedApi {
  private static final String CORE = "org.leapshot.";
  private final Set<String> exported;
  private final List<String> leaks = new ArrayList<>();

  PublishedApi(Set<String> exported) {
    this.exported = exported;
  }

  List<String> leaks() {
    return leaks;
  }

  void check(Class<?> c) {
    if (!reachable(c)) {
      return;
    }
    String where = c.getName();
    names(c.getGenericSuperclass(), where);
    for (Type t : c.getGenericInterfaces()) {
      names(t, where);
    }
    for (Field f : c.getDeclaredFields()) {
      if (published(f)) {
        names(f.getGenericType(), where + "." + f.getName());
      }
    }
    for (Method m : c.getDeclaredMethods()) {
      if (published(m) && !m.isBridge()) {
        names(m.getGenericReturnType(), where + "." + m.getName());
        signature(m, where + "." + m.getName());
      }
    }
    for (Executable k : c.getDeclaredConstructors()) {
      if (published(k)) {
        signature(k, where + ".<init>");
      }
    }
  }

  /** In an exported package, and it and the classes it is nested in are public or protected. */
  private boolean reachable(Class<?> c) {
    if (c.isAnonymousClass() || c.isLocalClass() || !exported.contains(c.getPackageName())) {
      return false;
    }
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
      if (!Modifier.isPublic(k.getModifiers()) && !Modifier.isProtected(k.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  private static boolean published(Member m) {
    return !m.isSynthetic() && (Modifier.isPublic(m.getModifiers()) || Modifier.isProtected(m.getModifiers()));
  }

  private void signature(Executable e, String where) {
    for (Type t : e.getGenericParameterTypes()) {
      names(t, where);
    }
    for (Type t : e.getGenericExceptionTypes()) {
      names(t, where);
    }
  }

  private void names(Type t, String where) {
    names(t, where, new HashSet<>());
  }

  private void names(Type t, String where, Set<TypeVariable<?>> seen) {
    if (t instanceof Class<?> c) {
      while (c.isArray()) {
        c = c.getComponentType();
      }
      if (c.getName().startsWith(CORE) && !exported.contains(c.getPackageName())) {
        leaks.add(where + " names " + c.getName());
      }
    } else if (t instanceof ParameterizedType p) {
      names(p.getRawType(), where, seen);
      for (Type a : p.getActualTypeArguments()) {
        names(a, where, seen);
      }
    } else if (t instanceof GenericArrayType a) {
      names(a.getGenericComponentType(), where, seen);
    } else if (t instanceof WildcardType w) {
      for (Type b : w.getUpperBounds()) {
        names(b, where, seen);
      }
      for (Type b : w.getLowerBounds()) {
        names(b, where, seen);
      }
    } else if (t instanceof TypeVariable<?> v && seen.add(v)) {
      for (Type b : v.getBounds()) {
        names(b, where, seen);
      }
    }
  }
}
