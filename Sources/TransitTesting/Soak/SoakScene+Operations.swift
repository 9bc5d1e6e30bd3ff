import Foundation

extension SoakScene {
    /// Runs one step of a sequence, stepping the frames it takes.
    func perform(_ operation: SoakOperation) {
        let window = host.window
        switch operation {
        case .edgeDown, .panDown, .fingerMove, .fingerMoveDown, .fingerUp, .catchPan:
            moveFinger(operation)
        case let .wait(frames):
            for _ in 0..<frames { host.step() }
        case let .jump(seconds):
            // One frame `seconds` long.
            let fps = host.framesPerSecond
            host.framesPerSecond = 1 / seconds
            host.step()
            host.framesPerSecond = fps
        case let .detachRoot(frames):
            guard let rootView = root.viewIfLoaded, rootView.superview === window else { return }
            rootView.removeFromSuperview()
            for _ in 0..<frames { host.step() }
            rootView.frame = window.bounds
            window.insertSubview(rootView, at: 0)
            host.step()
        case let .swapRoot(frames):
            guard window.rootViewController === root else { return }
            window.rootViewController = makeProbe()
            for _ in 0..<frames { host.step() }
            window.rootViewController = root
            host.step()
        case .fromCallback, .fromWillAppear:
            armCallback(operation)
            host.step()
        case let .animator(action):
            animatorStep(action)
            host.step()
        case let .rotateAfter(frames, animated):
            for _ in 0..<frames { host.step() }
            request(.rotate(animated: animated))
            host.step()
        case let .interrupt(first, frames, second):
            perform(first)
            for _ in 0..<frames { host.step() }
            perform(second)
        default:
            request(operation)
            host.step()
        }
    }

    /// Asks for what a step asks for, without stepping a frame (so it can run from inside a
    /// callback too). Steps that only make sense between frames do nothing here.
    func request(_ operation: SoakOperation) {
        switch operation {
        case let .push(animated):
            navigation.pushViewController(makeProbe(), animated: animated)
        case let .pop(animated):
            navigation.popViewController(animated: animated)
        case let .popToRoot(animated):
            navigation.popToRootViewController(animated: animated)
        case let .setStack(extra, animated):
            let rootOfStack = navigation.viewControllers.first.map { [$0] } ?? []
            navigation.setViewControllers(rootOfStack + (0..<extra).map { _ in makeProbe() }, animated: animated)
        case let .selectTab(index, animated):
            delegates.animatesNextTabSwitch = animated
            if let tabs = root.viewControllers, !tabs.isEmpty { root.selectedIndex = index % tabs.count }
            delegates.animatesNextTabSwitch = false
        case let .selectChild(index):
            box.selectedViewController = box.viewControllers[index % box.viewControllers.count]
        case .present, .dismiss, .presentAgain, .presentInContext, .dismissTop, .presentZoom:
            requestPresentation(operation)
        case let .swapChild(animated, dissolve):
            swapper.swap(animated: animated, dissolve: dissolve)
        case let .rotate(animated):
            let size = host.window.bounds.size
            host.window.transition(
                toSize: CGSize(width: size.height, height: size.width),
                duration: animated ? 0.3 : 0)
        case let .fromCompletion(inner):
            let presented = makeProbe()
            presented.modalPresentationStyle = .overFullScreen
            let request = completionRuns.count
            completionRuns[request] = 0
            presenterCandidates.last?.present(presented, animated: true) { [weak self] in
                self?.completionRuns[request, default: 0] += 1
                self?.request(inner)
            }
        case let .presentExisting(index, from):
            let existing = everyone.compactMap(\.controller)
            guard !existing.isEmpty else { return }
            let candidates = presenterCandidates
            candidates[from % candidates.count].present(existing[index % existing.count], animated: true)
        case let .pushExisting(index):
            let existing = everyone.compactMap(\.controller)
            guard !existing.isEmpty else { return }
            navigation.pushViewController(existing[index % existing.count], animated: true)
        case let .startDriven(kind, interruptible):
            startDriven(kind: kind % 3, interruptible: interruptible)
        case let .drive(percent):
            driven?.update(CGFloat(percent) / 100)
        case let .endDriven(finish):
            if finish { driven?.finish() } else { driven?.cancel() }
        case let .setTabs(variant, animated):
            replaceTabs(variant: variant, animated: animated)
        default:
            break
        }
    }

    /// Replaces the tabs: reversed (`variant` 0), without the last one (1), or with a new one (2).
    private func replaceTabs(variant: Int, animated: Bool) {
        var tabs = root.viewControllers ?? []
        switch variant % 3 {
        case 0: tabs.reverse()
        case 1: if tabs.count > 1 { tabs.removeLast() }
        default: tabs.append(makeProbe())
        }
        root.setViewControllers(tabs, animated: animated)
    }

    /// A finger step: down at the leading edge or mid-screen, moved, or lifted.
    private func moveFinger(_ operation: SoakOperation) {
        let window = host.window
        switch operation {
        case .edgeDown:
            host.touchDown(at: CGPoint(x: 3, y: window.bounds.midY))
        case .panDown:
            host.touchDown(at: CGPoint(x: window.bounds.midX, y: window.bounds.midY))
        case let .fingerMove(dx):
            guard let location = host.fingerLocation else { return }
            host.touchMove(to: CGPoint(x: location.x + CGFloat(dx), y: location.y))
        case let .fingerMoveDown(dy):
            guard let location = host.fingerLocation else { return }
            host.touchMove(to: CGPoint(x: location.x, y: location.y + CGFloat(dy)))
        case .fingerUp:
            guard host.isTouchDown else { return }
            host.touchUp()
        case let .catchPan(vertical, moves):
            if host.isTouchDown { host.touchUp() }
            var point = CGPoint(x: window.bounds.midX, y: window.bounds.height * 0.75)
            host.touchDown(at: point)
            for move in moves {
                if vertical { point.y += CGFloat(move) } else { point.x += CGFloat(move) }
                host.touchMove(to: point)
            }
            host.touchUp()
        default:
            break
        }
    }

    /// Arms every probe so the first callback it receives (any, or an early one such as
    /// `viewWillAppear`) asks for the inner step, once.
    private func armCallback(_ operation: SoakOperation) {
        switch operation {
        case let .fromCallback(inner):
            for probe in everyone.compactMap({ $0.controller as? SoakProbe }) {
                probe.onCallback = { [weak self] in
                    guard let self else { return }
                    for other in self.everyone { (other.controller as? SoakProbe)?.onCallback = nil }
                    self.request(inner)
                }
            }
        case let .fromWillAppear(inner):
            for probe in everyone.compactMap({ $0.controller as? SoakProbe }) {
                probe.onEarlyCallback = { [weak self] in
                    guard let self else { return }
                    for other in self.everyone { (other.controller as? SoakProbe)?.onEarlyCallback = nil }
                    self.request(inner)
                }
            }
        default:
            break
        }
    }

    /// A presentation or a dismissal, counting its completion runs.
    private func requestPresentation(_ operation: SoakOperation) {
        switch operation {
        case let .present(from, style, animated):
            let candidates = presenterCandidates
            let presenter = candidates[from % candidates.count]
            let presented = makeProbe()
            presented.modalPresentationStyle = Self.styles[style % Self.styles.count]
            if presented.modalPresentationStyle == .custom { presented.transitioningDelegate = delegates }
            let request = completionRuns.count
            if presented.modalPresentationStyle == .pageSheet, request % 2 == 1,
                let sheet = presented.sheetPresentationController
            {
                // Every other page sheet rests at medium, half of those undimmed there: the
                // finger (`panDown` lands at mid-height) then meets the presenter or the sheet.
                sheet.detents = [.medium(), .large()]
                if request % 4 == 3 { sheet.largestUndimmedDetentIdentifier = .medium }
            }
            present(presented, from: presenter, animated: animated)
        case let .dismiss(from, animated):
            let candidates = [root] + presentedChain
            dismiss(candidates[from % candidates.count], animated: animated)
        case let .presentAgain(animated):
            guard let top = presentedChain.last, let presenter = top.presentingViewController else { return }
            // A fade out, so a view left where the dismissal put it shows as transparent.
            top.modalTransitionStyle = .crossDissolve
            dismiss(top, animated: true)
            present(top, from: presenter, animated: animated)
        case let .dismissTop(animated):
            if let top = presentedChain.last { dismiss(top, animated: animated) }
        case .presentZoom:
            guard let presenter = presenterCandidates.last(where: { $0.viewIfLoaded?.window != nil }) else { return }
            let presented = makeProbe()
            presented.preferredTransition = .zoom { [weak source = (presenter as? SoakProbe)?.marker] _ in source }
            present(presented, from: presenter, animated: true)
        case let .presentInContext(over, animated):
            guard let tab = root.selectedViewController else { return }
            let content =
                (tab as? NavigationController)?.topViewController
                ?? (tab as? ContainerViewController)?.selectedViewController ?? (tab as? SoakSwapContainer)?.shown ?? tab
            let presented = makeProbe()
            presented.modalPresentationStyle = over ? .overCurrentContext : .currentContext
            present(presented, from: content, animated: animated)
        default:
            break
        }
    }

    /// Presents `presented` from `presenter`, counting the completion's runs.
    private func present(_ presented: ViewController, from presenter: ViewController, animated: Bool) {
        let request = completionRuns.count
        completionRuns[request] = 0
        presenter.present(presented, animated: animated) { [weak self] in
            self?.completionRuns[request, default: 0] += 1
        }
    }

    /// Asks `dismisser` to dismiss, counting the completion's runs.
    private func dismiss(_ dismisser: ViewController, animated: Bool) {
        let request = completionRuns.count
        completionRuns[request] = 0
        dismisser.dismiss(animated: animated) { [weak self] in
            self?.completionRuns[request, default: 0] += 1
        }
    }

    /// Starts a pop, a dismissal or a presentation driven by a new percent-driven interaction.
    private func startDriven(kind: Int, interruptible: Bool) {
        let interaction = PercentDrivenInteractiveTransition()
        delegates.nextInteraction = interaction
        delegates.nextIsInterruptible = interruptible
        driven = interaction
        switch kind {
        case 0:
            navigation.popViewController(animated: true)
        case 1:
            guard let top = presentedChain.last else { delegates.nextInteraction = nil; return }
            top.transitioningDelegate = delegates
            top.dismiss(animated: true)
        default:
            let presented = makeProbe()
            presented.modalPresentationStyle = interruptible ? .fullScreen : .overFullScreen
            presented.transitioningDelegate = delegates
            presenterCandidates.last?.present(presented, animated: true)
        }
    }

    /// The controllers a `present` step may present from: the root, the navigation controller's
    /// top, the custom container's child, and the top of the presented chain.
    var presenterCandidates: [ViewController] {
        var candidates: [ViewController] = [root]
        if let top = navigation.topViewController { candidates.append(top) }
        if let child = box.selectedViewController { candidates.append(child) }
        if let last = presentedChain.last { candidates.append(last) }
        return candidates
    }
}
