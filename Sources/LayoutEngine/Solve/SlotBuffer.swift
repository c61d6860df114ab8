/// Fixed-size storage for a solve's caches, written through a pointer.
///
/// The caches are read and written millions of times per solve; as arrays stored in the
/// session (a class) every access would go through Swift's dynamic exclusivity checks. A
/// session is used by one thread and never hands out references into its buffers, so the
/// checks have nothing to find. The buffer cannot be copied, and frees its storage when its
/// owner (the session) goes, so nothing frees it by hand and nothing can free it twice.
struct SlotBuffer<Element>: ~Copyable {
  private let storage: UnsafeMutableBufferPointer<Element>

  init(repeating value: Element, count: Int) {
    storage = .allocate(capacity: count)
    storage.initialize(repeating: value)
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  var count: Int { storage.count }

  subscript(index: Int) -> Element {
    get { storage[index] }
    nonmutating set { storage[index] = newValue }
  }
}
