#!/usr/bin/env python3
"""A phone's line for the bench's `line` part (scripts/bench/phone-line.ts).

Forwards every IP packet between two TUN devices, one of which the part moves
into the phone's network namespace and the other into the shop's, as a link
does: each direction sends at its rate, one packet after another, from a
drop-tail queue of QUEUE_BYTES, and every packet arrives DELAY_MS after it
was sent. The kernels at both ends run real TCP over it (slow start, losses,
six connections sharing the line), which DevTools' throttling of requests
does not. Python, because opening a TUN device takes an ioctl.

usage: phone-line.py PHONE_TUN SHOP_TUN DELAY_MS DOWN_KBPS UP_KBPS QUEUE_BYTES
Prints "ready" once both devices exist; runs until killed.
"""
import collections
import fcntl
import heapq
import os
import select
import struct
import sys
import time

TUNSETIFF, IFF_TUN, IFF_NO_PI = 0x400454CA, 0x0001, 0x1000


def tun(name):
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
    return fd


def main():
    phone_name, shop_name, delay_ms, down_kbps, up_kbps, queue_bytes = sys.argv[1:7]
    delay = float(delay_ms) / 1000
    phone, shop = tun(phone_name), tun(shop_name)
    # Per direction, by the device a packet comes from: where it goes, the rate in bits a
    # second, when the line is next free, and the packets still waiting to be sent on it
    # (when each will have left, its size) with their bytes.
    def direction(to, kbps):
        return {"to": to, "rate": float(kbps) * 1000, "free": 0.0,
                "waiting": collections.deque(), "queued": 0}
    lines = {phone: direction(shop, up_kbps), shop: direction(phone, down_kbps)}
    queue_max = int(queue_bytes)
    in_flight = []  # (arrival time, order, from device, packet)
    order = 0
    print("ready", flush=True)
    while True:
        wait = max(0.0, in_flight[0][0] - time.monotonic()) if in_flight else 1.0
        readable, _, _ = select.select([phone, shop], [], [], wait)
        now = time.monotonic()
        for line in lines.values():
            while line["waiting"] and line["waiting"][0][0] <= now:
                line["queued"] -= line["waiting"].popleft()[1]
        for device in readable:
            packet = os.read(device, 65535)
            line = lines[device]
            if line["queued"] + len(packet) > queue_max:
                continue  # a full queue drops what comes: TCP backs off
            sent = max(now, line["free"]) + len(packet) * 8 / line["rate"]
            line["free"] = sent
            line["waiting"].append((sent, len(packet)))
            line["queued"] += len(packet)
            order += 1
            heapq.heappush(in_flight, (sent + delay, order, device, packet))
        now = time.monotonic()
        while in_flight and in_flight[0][0] <= now:
            _, _, device, packet = heapq.heappop(in_flight)
            try:
                os.write(lines[device]["to"], packet)
            except OSError:
                pass  # the other end is not up yet (or gone): the packet is lost, as on a line


if __name__ == "__main__":
    main()
