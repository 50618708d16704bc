# Stand-in for CircuitPython's pwmio.
class PWMOut:
    def __init__(self, pin, frequency=500, duty_cycle=0, variable_frequency=False):
        self.pin = pin
        self.frequency = frequency
        self.duty_cycle = duty_cycle
