import LayoutCore

/// How a ConstraintLayout `Flow` places the views it references, as its documentation
/// defines it. Along the flow's orientation (its main axis) the views go one after the other
/// `flow_horizontalGap` (or `verticalGap`) apart; `flow_wrapMode` breaks them into lines:
/// `none` keeps one line, `chain` starts a new line when the next view would not fit (or the
/// line holds `flow_maxElementsWrap`), `aligned` makes a grid whose columns are as wide as
/// their widest view, with as many to a line as fit. Each line is a chain in the flow's
/// inner length with the style and bias of `flow_*Style`/`*Bias` (the first and last lines
/// may have their own); the lines themselves are a chain across, each as thick as its
/// thickest view, which the others align to (`flow_verticalAlign` for rows,
/// `flow_horizontalAlign` for columns). Gone views take no place; `0dp` views share a line's
/// free length.
struct FlowArrangement {
  /// A view the flow places: its index among the layout's children, its measured size and
  /// baseline, and whether it is `0dp` along the flow.
  struct Element {
    var index: Int
    var size: Size
    var baseline: Double?
    var fillsLine: Bool
  }

  let params: FlowParams
  let vertical: Bool
  let padding: EdgeInsets
  private(set) var elements: [Element]
  /// The elements of each line, by their place in `elements`.
  private(set) var lines: [[Int]] = []
  /// In aligned mode, how many elements a line holds.
  private(set) var perLine = 0

  /// Breaks the elements into lines for a main-axis length of at most `limit` (nil: no
  /// limit) inside the padding.
  init(
    params: FlowParams, vertical: Bool, padding: EdgeInsets, elements: [Element],
    limit: Double?
  ) {
    self.params = params
    self.vertical = vertical
    self.padding = padding
    self.elements = elements
    switch params.wrapMode {
    case .none: lines = elements.isEmpty ? [] : [Array(elements.indices)]
    case .chain: lines = Self.chainLines(elements, params, vertical, limit)
    case .aligned: alignGrid(limit)
    }
  }

  // MARK: - Axes

  private var mainGap: Double { vertical ? params.verticalGap : params.horizontalGap }
  private var crossGap: Double { vertical ? params.horizontalGap : params.verticalGap }
  private var mainAxis: Int { vertical ? 1 : 0 }
  private var crossAxis: Int { vertical ? 0 : 1 }
  private var mainPadding: (Double, Double) {
    vertical ? (padding.top, padding.bottom) : (padding.left, padding.right)
  }
  private var crossPadding: (Double, Double) {
    vertical ? (padding.left, padding.right) : (padding.top, padding.bottom)
  }

  private func main(_ size: Size) -> Double { vertical ? size.height : size.width }
  private func cross(_ size: Size) -> Double { vertical ? size.width : size.height }

  /// A view's length along the flow: nothing for a `0dp` view, which takes what is left.
  private static func mainLength(_ element: Element, vertical: Bool) -> Double {
    element.fillsLine ? 0 : vertical ? element.size.height : element.size.width
  }

  // MARK: - Lines

  private static func chainLines(
    _ elements: [Element], _ params: FlowParams, _ vertical: Bool, _ limit: Double?
  ) -> [[Int]] {
    let gap = vertical ? params.verticalGap : params.horizontalGap
    var lines: [[Int]] = []
    var used = 0.0
    for (position, element) in elements.enumerated() {
      let length = mainLength(element, vertical: vertical)
      let current = lines.last ?? []
      let overflows = limit.map { used + gap + length > $0 + 1e-9 } ?? false
      let full = params.maxElementsWrap > 0 && current.count >= params.maxElementsWrap
      if current.isEmpty || overflows || full {
        lines.append([position])
        used = length
      } else {
        lines[lines.count - 1].append(position)
        used += gap + length
      }
    }
    return lines
  }

  /// Aligned mode: as many to a line as the first views fit (or `flow_maxElementsWrap`),
  /// fewer while the grid's columns are longer than the limit.
  private mutating func alignGrid(_ limit: Double?) {
    guard !elements.isEmpty else { return }
    var count = params.maxElementsWrap
    if count <= 0 {
      var used = -mainGap
      count = 0
      for element in elements {
        used += mainGap + Self.mainLength(element, vertical: vertical)
        if let limit, used > limit + 1e-9 { break }
        count += 1
      }
    }
    perLine = min(max(count, 1), elements.count)
    while perLine > 1, let limit, mainTracks().total(gap: mainGap) > limit + 1e-9 {
      perLine -= 1
    }
    lines = stride(from: 0, to: elements.count, by: perLine).map {
      Array($0..<min($0 + perLine, elements.count))
    }
  }

  /// Aligned mode: the length of each column along the flow (its longest view).
  private func mainTracks() -> [Double] {
    var tracks = [Double](repeating: 0, count: perLine)
    for (position, element) in elements.enumerated() {
      tracks[position % perLine] = max(
        tracks[position % perLine], Self.mainLength(element, vertical: vertical))
    }
    return tracks
  }

  /// Each line's thickness across the flow: its thickest view.
  private func crossTracks() -> [Double] {
    lines.map { line in line.map { cross(elements[$0].size) }.max() ?? 0 }
  }

  // MARK: - Sizes

  /// The size the views take with the padding, before the flow's own size is known.
  var contentSize: Size {
    let mainLength: Double
    if params.wrapMode == .aligned {
      mainLength = mainTracks().total(gap: mainGap)
    } else {
      mainLength =
        lines.map { line in
          line.map { Self.mainLength(elements[$0], vertical: vertical) }.total(gap: mainGap)
        }.max() ?? 0
    }
    let crossLength = crossTracks().total(gap: crossGap)
    let (mainBefore, mainAfter) = mainPadding
    let (crossBefore, crossAfter) = crossPadding
    let mainTotal = mainLength + mainBefore + mainAfter
    let crossTotal = crossLength + crossBefore + crossAfter
    return vertical
      ? Size(width: crossTotal, height: mainTotal) : Size(width: mainTotal, height: crossTotal)
  }

  // MARK: - Frames

  /// Each placed view's frame, by child index, in a flow of `size` (from its top left).
  func frames(in size: Size) -> [Int: Rect] {
    let (mainBefore, mainAfter) = mainPadding
    let (crossBefore, crossAfter) = crossPadding
    let innerMain = main(size) - mainBefore - mainAfter
    let innerCross = cross(size) - crossBefore - crossAfter
    let thickness = crossTracks()
    let lineStarts = Self.chain(
      thickness, gap: crossGap, length: innerCross, style: style(crossAxis, line: nil))
    var frames: [Int: Rect] = [:]
    if params.wrapMode == .aligned {
      let tracks = mainTracks()
      let trackStarts = Self.chain(
        tracks, gap: mainGap, length: innerMain, style: style(mainAxis, line: nil))
      for (position, element) in elements.enumerated() {
        let line = position / perLine
        let track = position % perLine
        let mainStart = trackStarts[track] + (tracks[track] - main(element.size)) / 2
        let crossStart = lineStarts[line] + (thickness[line] - cross(element.size)) / 2
        frames[element.index] = rect(
          element.size, main: mainBefore + mainStart, cross: crossBefore + crossStart)
      }
      return frames
    }
    for (line, members) in lines.enumerated() {
      let sizes = lineSizes(members, innerMain: innerMain)
      let starts = Self.chain(
        sizes.map(main), gap: mainGap, length: innerMain, style: style(mainAxis, line: line))
      let across = crossOffsets(members, sizes, thickness: thickness[line])
      for (slot, position) in members.enumerated() {
        frames[elements[position].index] = rect(
          sizes[slot], main: mainBefore + starts[slot],
          cross: crossBefore + lineStarts[line] + across[slot])
      }
    }
    return frames
  }

  /// The sizes of a line's views, `0dp` ones sharing the line's free length equally.
  private func lineSizes(_ members: [Int], innerMain: Double) -> [Size] {
    let fills = members.filter { elements[$0].fillsLine }.count
    let fixed = members.map { Self.mainLength(elements[$0], vertical: vertical) }
    let share =
      fills == 0 ? 0 : max(0, innerMain - fixed.total(gap: mainGap)) / Double(fills)
    return members.map { position in
      let element = elements[position]
      guard element.fillsLine else { return element.size }
      return vertical
        ? Size(width: element.size.width, height: share)
        : Size(width: share, height: element.size.height)
    }
  }

  /// Where each view of a line goes across it: aligned to the line's thickest view.
  private func crossOffsets(_ members: [Int], _ sizes: [Size], thickness: Double) -> [Double] {
    let align = vertical ? params.horizontalAlign : params.verticalAlign
    let centred = sizes.map { (thickness - cross($0)) / 2 }
    guard align == .baseline, !vertical else {
      return sizes.map { size in
        switch align {
        case .start: 0
        case .end: thickness - cross(size)
        case .center, .baseline: (thickness - cross(size)) / 2
        }
      }
    }
    // The baseline of the thickest view with one (else of the first with one) is the line's.
    let thickest = sizes.indices.max { cross(sizes[$0]) < cross(sizes[$1]) }
    let reference =
      thickest.flatMap { elements[members[$0]].baseline != nil ? $0 : nil }
      ?? members.indices.first { elements[members[$0]].baseline != nil }
    guard let reference, let line = elements[members[reference]].baseline else { return centred }
    let referenceTop = centred[reference]
    return members.indices.map { slot in
      guard slot != reference, let own = elements[members[slot]].baseline else {
        return centred[slot]
      }
      return referenceTop + line - own
    }
  }

  /// The chain style and bias of an axis, for a line (nil: the lines themselves).
  private func style(_ axis: Int, line: Int?) -> FlowChainStyle {
    if let line {
      let first = params.firstStyles[axis]
      let last = params.lastStyles[axis]
      if line == 0, let style = first.style {
        return FlowChainStyle(style: style, bias: first.bias)
      }
      if line == lines.count - 1, let style = last.style {
        return FlowChainStyle(style: style, bias: last.bias)
      }
    }
    return params.styles[axis]
  }

  private func rect(_ size: Size, main: Double, cross: Double) -> Rect {
    vertical
      ? Rect(x: cross, y: main, width: size.width, height: size.height)
      : Rect(x: main, y: cross, width: size.width, height: size.height)
  }

  /// The starts of `lengths` placed one after another `gap` apart in `length`, as a chain of
  /// that style: spread (equal room around each), spread inside (the room between them only),
  /// packed (together, at the bias). A lone view of a spread-inside chain is placed by the bias.
  static func chain(_ lengths: [Double], gap: Double, length: Double, style: FlowChainStyle)
    -> [Double]
  {
    guard !lengths.isEmpty else { return [] }
    let free = length - lengths.total(gap: gap)
    let count = Double(lengths.count)
    let kind = style.style ?? .spread
    let (first, between): (Double, Double)
    switch kind {
    case .spread: (first, between) = (free / (count + 1), free / (count + 1))
    case .spreadInside where lengths.count > 1: (first, between) = (0, free / (count - 1))
    case .spreadInside, .packed: (first, between) = (free * (style.bias ?? 0.5), 0)
    }
    var starts: [Double] = []
    var position = first
    for length in lengths {
      starts.append(position)
      position += length + gap + between
    }
    return starts
  }
}

extension [Double] {
  /// The lengths end to end with `gap` between each two (0 for none).
  fileprivate func total(gap: Double) -> Double {
    isEmpty ? 0 : reduce(0, +) + gap * Double(count - 1)
  }
}
